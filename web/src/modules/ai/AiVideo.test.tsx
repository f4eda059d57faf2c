import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AiAudioStatusChangedDocument,
  AiVideoStatusChangedDocument,
  AudioGenerationsDocument,
  DubVideoDocument,
  GenerateVideoDocument,
  VideoGenerationsDocument,
  type AiVideoFieldsFragment,
  type AudioFieldsFragment,
} from '../../gql/graphql';
import { chooseOption } from '../../test/antd';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { AiLibraryModal } from '../media/AiLibraryModal';
import { audioGeneration, usage, usageMock, voicesMock } from './ai-test-fixtures';
import { AiVideoPanel } from './AiVideoPanel';

function video(
  overrides: Partial<AiVideoFieldsFragment> & Pick<AiVideoFieldsFragment, 'id'>,
): AiVideoFieldsFragment {
  return {
    __typename: 'VideoGeneration',
    prompt: 'Waves rolling onto a beach',
    status: 'completed',
    model: 'ray-2',
    resolution: '720p',
    duration: '5s',
    aspectRatio: '16:9',
    style: null,
    audio: 'none',
    loop: false,
    enhancePrompt: true,
    videoUrl: `/media/u1/${overrides.id}.mp4`,
    thumbnailUrl: null,
    failureReason: null,
    isPatched: false,
    funnelId: null,
    elementId: null,
    mediaId: `m-${overrides.id}`,
    generator: 'Luma',
    estimatedCost: 0.6,
    progress: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

function videosMock(items: AiVideoFieldsFragment[], status?: string): MockLink.MockedResponse {
  return {
    request: { query: VideoGenerationsDocument, variables: status ? { status } : {} },
    result: {
      data: {
        __typename: 'Query',
        videoGenerations: { __typename: 'VideoGenerationList', items, endCursor: null, hasMore: false },
      },
    },
  };
}

function videoEvent(
  id: string,
  generation: AiVideoFieldsFragment | null,
  delay = 200,
): MockLink.MockedResponse {
  return {
    request: { query: AiVideoStatusChangedDocument },
    result: {
      data: {
        __typename: 'Subscription',
        aiVideoStatusChanged: { __typename: 'AiVideoChange', id, generation },
      },
    },
    delay,
  };
}

const quietVideoChanges: MockLink.MockedResponse = {
  request: { query: AiVideoStatusChangedDocument },
  result: { data: null },
  delay: Infinity,
};

function audiosMock(items: AudioFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: AudioGenerationsDocument, variables: {} },
    result: {
      data: {
        __typename: 'Query',
        audioGenerations: { __typename: 'AudioGenerationList', items, endCursor: null, hasMore: false },
      },
    },
  };
}

async function findRow(prompt: string): Promise<HTMLElement> {
  const heading = await screen.findByText(prompt, { selector: 'h3' });
  const row = heading.closest<HTMLElement>('li');
  if (!row) throw new Error(`No row for "${prompt}"`);
  return row;
}

beforeEach(() => resetToasts());

describe('AI video panel', () => {
  it("asks for a prompt: 'Please enter a video prompt'", async () => {
    const user = userEvent.setup();
    renderWithApp(<AiVideoPanel funnelId={null} elementId="v1" onOpenVideos={() => undefined} />, {
      mocks: [usageMock()],
    });
    expect(await screen.findByText('1 of 5 videos this month', { exact: false })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /Generate with AI/ })).toHaveTextContent(
        'estimated cost ≈ $0.60',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Generate video/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a video prompt');
  });

  it("follows the settings with the api's own estimate (aiCostRates)", async () => {
    const user = userEvent.setup();
    renderWithApp(<AiVideoPanel funnelId={null} elementId="v1" onOpenVideos={() => undefined} />, {
      mocks: [usageMock()],
    });
    const panel = await screen.findByRole('region', { name: /Generate with AI/ });
    await waitFor(() => expect(panel).toHaveTextContent('estimated cost ≈ $0.60'));
    await chooseOption(user, 'Resolution', '1080p');
    expect(panel).toHaveTextContent('estimated cost ≈ $1.35');
    await chooseOption(user, 'Resolution', '720p');
    await chooseOption(user, 'Duration', '9s');
    expect(panel).toHaveTextContent('estimated cost ≈ $1.08');
  });

  it('starts a generation with the defaults, shows the started state, then resets after 2 s', async () => {
    const user = userEvent.setup();
    renderWithApp(<AiVideoPanel funnelId={null} elementId="v1" onOpenVideos={() => undefined} />, {
      mocks: [
        usageMock(usage({ videoGenerator: 'Offline generator' })),
        {
          request: {
            query: GenerateVideoDocument,
            variables: {
              input: {
                prompt: 'Waves rolling onto a beach',
                duration: '5s',
                resolution: '720p',
                model: 'ray-2',
                aspectRatio: '16:9',
                audio: 'none',
                enhancePrompt: true,
                loop: false,
                elementId: 'v1',
              },
            },
          },
          result: {
            data: {
              __typename: 'Mutation',
              generateVideo: video({ id: 'n1', status: 'pending', videoUrl: null }),
            },
          },
        },
        usageMock(usage({ videoGenerator: 'Offline generator', videosThisMonth: 2 })),
      ],
    });
    expect(
      await screen.findByText(
        'Offline generator: the video is made on this machine by the offline generator, not by an AI provider.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Generate with AI/ })).toHaveTextContent(
      'estimated cost free (offline generator)',
    );
    await user.click(screen.getByLabelText('Video prompt'));
    await user.paste('Waves rolling onto a beach');
    await user.click(screen.getByRole('button', { name: /Generate video/ }));
    expect(await screen.findByRole('button', { name: /Generation started!/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Generate video/ })).toBeEnabled(), {
      timeout: 4000,
    });
  });
});

describe('AI-generated videos picker', () => {
  it('follows a video live by the subscription: processing, then completed with Use Video', async () => {
    const user = userEvent.setup();
    const onUse = jest.fn();
    const running = video({ id: 'v1', status: 'dreaming', progress: 0.4, videoUrl: null });
    renderWithApp(<AiLibraryModal kind="video" onClose={() => undefined} onUseVideo={onUse} />, {
      mocks: [videosMock([running]), videoEvent('v1', video({ id: 'v1' }), 300)],
    });
    const row = await findRow('Waves rolling onto a beach');
    expect(within(row).getByTestId('video-status')).toHaveTextContent('In progress 40%');
    expect(within(row).queryByRole('button', { name: /Use Video/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(row).getByTestId('video-status')).toHaveTextContent('Completed'));
    await user.click(within(row).getByRole('button', { name: /Use Video/ }));
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1', videoUrl: '/media/u1/v1.mp4' }));
    await expectToast('Video Selected', 'Video has been added to your element.');
  });

  it("offers 'Use Video' only with a URL; a failed one says why", async () => {
    renderWithApp(<AiLibraryModal kind="video" onClose={() => undefined} onUseVideo={() => undefined} />, {
      mocks: [
        videosMock([
          video({ id: 'v1', prompt: 'Ready one' }),
          video({
            id: 'v2',
            prompt: 'Broken one',
            status: 'failed',
            videoUrl: null,
            failureReason: 'Luma refused',
          }),
          video({ id: 'v3', prompt: 'Queued one', status: 'pending', videoUrl: null }),
        ]),
        quietVideoChanges,
      ],
    });
    expect(within(await findRow('Ready one')).getByRole('button', { name: /Use Video/ })).toBeInTheDocument();
    const broken = await findRow('Broken one');
    expect(broken).toHaveTextContent('Failed');
    expect(broken).toHaveTextContent('Luma refused');
    expect(within(broken).queryByRole('button', { name: /Use Video/ })).not.toBeInTheDocument();
    const queued = await findRow('Queued one');
    expect(queued).toHaveTextContent('Pending');
    expect(within(queued).queryByRole('button', { name: /Use Video/ })).not.toBeInTheDocument();
  });

  it("says 'No videos generated yet', and 'No videos completed yet' on the completed filter", async () => {
    const user = userEvent.setup();
    renderWithApp(<AiLibraryModal kind="video" onClose={() => undefined} />, {
      mocks: [videosMock([]), quietVideoChanges, videosMock([], 'completed'), quietVideoChanges],
    });
    expect(await screen.findByText('No videos generated yet')).toBeInTheDocument();
    await user.click(screen.getByText('Completed'));
    expect(await screen.findByText('No videos completed yet')).toBeInTheDocument();
  });

  it("says 'Failed to load video library' when the list cannot be read", async () => {
    renderWithApp(<AiLibraryModal kind="video" onClose={() => undefined} />, {
      mocks: [
        { request: { query: VideoGenerationsDocument, variables: {} }, error: new Error('Network error') },
        quietVideoChanges,
      ],
    });
    expect(await screen.findByText('Failed to load video library')).toBeInTheDocument();
  });
});

describe('dub video with audio', () => {
  const quietAudio: MockLink.MockedResponse = {
    request: { query: AiAudioStatusChangedDocument },
    result: { data: null },
    delay: Infinity,
  };

  async function openDub(extra: MockLink.MockedResponse[]) {
    const user = userEvent.setup();
    renderWithApp(<AiLibraryModal kind="video" onClose={() => undefined} />, {
      mocks: [videosMock([video({ id: 'v1' })]), quietVideoChanges, voicesMock(), quietAudio, ...extra],
    });
    const row = await findRow('Waves rolling onto a beach');
    await user.click(within(row).getByRole('button', { name: /Dub with audio/ }));
    const title = await screen.findByText('Dub video with audio', { selector: '.ant-modal-title' });
    const dialog = title.closest<HTMLElement>('.ant-modal');
    if (!dialog) throw new Error('No dub dialog');
    return { user, dialog };
  }

  it("without audio says 'No Audio Selected'", async () => {
    const { user, dialog } = await openDub([audiosMock([])]);
    expect(await within(dialog).findByText('No audio files found.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Dub video/ }));
    await expectToast('No Audio Selected', 'Please select an audio file to dub the video.');
  });

  it('lists each audio with its length, character count and estimated cost', async () => {
    const { dialog } = await openDub([
      audiosMock([
        audioGeneration({ id: 'a1', text: 'Welcome to our spring sale', duration: 2.4 }),
        audioGeneration({
          id: 'a2',
          text: 'Made here',
          voiceName: 'US English (male)',
          characterCount: 9,
          duration: 0.9,
          estimatedCost: 0,
          generator: 'Offline generator',
        }),
      ]),
    ]);
    expect(
      await within(dialog).findByLabelText(
        'Rachel: "Welcome to our spring sale" (2.4 s · 26 characters · €0.0052)',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByLabelText('US English (male): "Made here" (0.9 s · 9 characters · Free (offline))'),
    ).toBeInTheDocument();
  });

  it("dubs with a chosen voice: 'Video Dubbing Complete!' and the dialog closes", async () => {
    const { user, dialog } = await openDub([
      audiosMock([audioGeneration({ id: 'a1', text: 'Welcome to our spring sale' })]),
      {
        request: {
          query: DubVideoDocument,
          variables: { input: { videoId: 'v1', audioId: 'a1', audioVolume: 0.8 } },
        },
        result: {
          data: {
            __typename: 'Mutation',
            dubVideo: {
              __typename: 'DubVideoResult',
              success: true,
              dubbedVideoUrl: '/media/u1/v9.mp4',
              error: null,
              generation: video({ id: 'v9', isPatched: true, generator: 'Offline generator' }),
            },
          },
        },
      },
      videosMock([video({ id: 'v9', isPatched: true, generator: 'Offline generator' }), video({ id: 'v1' })]),
    ]);
    await user.click(await within(dialog).findByLabelText(/Welcome to our spring sale/));
    await user.click(within(dialog).getByRole('button', { name: /Dub video/ }));
    await expectToast('Video Dubbing Complete!');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Dub video with audio' })).not.toBeInTheDocument(),
    );
  });

  it("a failed dub says 'Dubbing Failed' with the reason", async () => {
    const { user, dialog } = await openDub([
      audiosMock([audioGeneration({ id: 'a1', text: 'Hello' })]),
      {
        request: {
          query: DubVideoDocument,
          variables: { input: { videoId: 'v1', audioId: 'a1', audioVolume: 0.8 } },
        },
        result: {
          data: {
            __typename: 'Mutation',
            dubVideo: {
              __typename: 'DubVideoResult',
              success: false,
              dubbedVideoUrl: null,
              error: null,
              generation: null,
            },
          },
        },
      },
    ]);
    await user.click(await within(dialog).findByLabelText(/Hello/));
    await user.click(within(dialog).getByRole('button', { name: /Dub video/ }));
    await expectToast('Dubbing Failed', 'Failed to dub video with selected audio.');
  });
});
