import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DeleteImageGenerationDocument, type AiImageFieldsFragment } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { AiLibraryModal } from '../media/AiLibraryModal';
import {
  imageChangeEvent,
  imageGeneration,
  imageGenerationsErrorMock,
  imageGenerationsMock,
  quietImageChanges,
} from './ai-test-fixtures';

const sunrise = imageGeneration({
  id: 'g1',
  prompt: 'A sunrise over mountains',
  generator: 'OpenAI',
  estimatedCost: 0.04,
});
const robot = imageGeneration({
  id: 'g2',
  prompt: 'A friendly robot waving',
  size: '1792x1024',
  style: 'natural',
  generator: 'Offline generator',
  estimatedCost: 0,
  createdAt: '2026-11-22T08:00:00.000Z',
});

function renderLibrary(
  mocks: ReadonlyArray<MockLink.MockedResponse>,
  onPickImage?: (generation: AiImageFieldsFragment) => void,
) {
  const user = userEvent.setup();
  renderWithApp(<AiLibraryModal kind="image" onClose={() => undefined} onPickImage={onPickImage} />, {
    mocks,
  });
  return { user };
}

async function findCard(prompt: string): Promise<HTMLElement> {
  const heading = await screen.findByText(prompt, { selector: 'h3' });
  const card = heading.closest<HTMLElement>('article');
  if (!card) throw new Error(`No card around "${prompt}"`);
  return card;
}

async function findConfirm(): Promise<HTMLElement> {
  const title = await screen.findByText('Delete this AI image?', { selector: '.ant-modal-confirm-title' });
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('No confirmation dialog');
  return dialog;
}

describe('AI image library', () => {
  it('lists each image with its prompt, size and style, maker, estimated cost and date', async () => {
    renderLibrary([imageGenerationsMock([sunrise, robot]), quietImageChanges]);
    expect(screen.getByText('AI Images library')).toBeInTheDocument();
    const first = await findCard('A sunrise over mountains');
    expect(first).toHaveTextContent('1024x1024 · vivid');
    expect(within(first).getByText('OpenAI')).toBeInTheDocument();
    expect(first).toHaveTextContent('Estimated cost: $0.04');
    expect(first).toHaveTextContent('Nov 21, 2026');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/u1/g1.png');
    const offline = await findCard('A friendly robot waving');
    expect(offline).toHaveTextContent('1792x1024 · natural');
    expect(within(offline).getByText('Offline generator').closest('.ff-ai-generator')).toHaveAttribute(
      'title',
      'Made on this machine by the offline generator, not by an AI provider',
    );
    expect(offline).toHaveTextContent('Estimated cost: Free (offline)');
    expect(offline).toHaveTextContent('Nov 22, 2026');
  });

  it("says 'No AI images generated yet' when there are none", async () => {
    renderLibrary([imageGenerationsMock([]), quietImageChanges]);
    expect(await screen.findByText('No AI images generated yet')).toBeInTheDocument();
  });

  it("says 'Failed to load AI images' with a Retry that asks again", async () => {
    const { user } = renderLibrary([
      imageGenerationsErrorMock(),
      quietImageChanges,
      imageGenerationsMock([sunrise]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load AI images');
    await user.click(within(alert).getByRole('button', { name: /Retry/ }));
    expect(await findCard('A sunrise over mountains')).toBeInTheDocument();
  });

  it('picks a completed image for the element; an unfinished one cannot be picked', async () => {
    const picked = jest.fn();
    const running = imageGeneration({
      id: 'g3',
      prompt: 'Still drawing',
      status: 'processing',
      imageUrl: null,
    });
    const { user } = renderLibrary([imageGenerationsMock([sunrise, running]), quietImageChanges], picked);
    const card = await findCard('A sunrise over mountains');
    await user.click(within(card).getByRole('button', { name: 'Use image: A sunrise over mountains' }));
    expect(picked).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1', imageUrl: '/media/u1/g1.png' }));
    const unfinished = await findCard('Still drawing');
    expect(unfinished).toHaveTextContent('Generating…');
    expect(within(unfinished).queryByRole('button', { name: /Use image/ })).not.toBeInTheDocument();
  });

  it('shows a change from the subscription: a generating image becomes its picture', async () => {
    const running = imageGeneration({
      id: 'g3',
      prompt: 'Still drawing',
      status: 'processing',
      imageUrl: null,
    });
    renderLibrary([
      imageGenerationsMock([running]),
      imageChangeEvent('g3', { ...running, status: 'completed', imageUrl: '/media/u1/g3.png' }, 200),
    ]);
    const card = await findCard('Still drawing');
    expect(card).toHaveTextContent('Generating…');
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', '/media/u1/g3.png'));
    expect(card).not.toHaveTextContent('Generating…');
  });

  it('deletes an image after confirming', async () => {
    const { user } = renderLibrary([
      imageGenerationsMock([sunrise, robot]),
      quietImageChanges,
      {
        request: { query: DeleteImageGenerationDocument, variables: { id: 'g1' } },
        result: { data: { __typename: 'Mutation', deleteImageGeneration: 'g1' } },
      },
    ]);
    const card = await findCard('A sunrise over mountains');
    await user.click(within(card).getByRole('button', { name: 'Delete image: A sunrise over mountains' }));
    const dialog = await findConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByText('A sunrise over mountains', { selector: 'h3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('A friendly robot waving', { selector: 'h3' })).toBeInTheDocument();
  });

  it('a failed delete says so', async () => {
    const { user } = renderLibrary([
      imageGenerationsMock([sunrise]),
      quietImageChanges,
      {
        request: { query: DeleteImageGenerationDocument, variables: { id: 'g1' } },
        result: {
          errors: [new GraphQLError('Image generation not found', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    const card = await findCard('A sunrise over mountains');
    await user.click(within(card).getByRole('button', { name: 'Delete image: A sunrise over mountains' }));
    const dialog = await findConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image generation not found')).toBeInTheDocument();
    expect(card).toBeInTheDocument();
  });
});
