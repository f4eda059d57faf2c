import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AiImageStatusChangedDocument,
  AiTextGeneratorDocument,
  AiUsageDocument,
  AudioMonthlyCostDocument,
  GenerateAudioDocument,
  GenerateContentDocument,
  GenerateImageDocument,
  ImageGenerationsDocument,
  VoicesDocument,
  type AiImageFieldsFragment,
  type AiUsageFieldsFragment,
  type AudioFieldsFragment,
  type GenerateAudioInput,
  type GenerateContentInput,
  type GeneratedContentFieldsFragment,
  type GenerateImageInput,
  type VoicesQuery,
} from '../../gql/graphql';

export function usage(overrides: Partial<AiUsageFieldsFragment> = {}): AiUsageFieldsFragment {
  return {
    __typename: 'AiUsage',
    imagesThisMonth: 3,
    imagesAllowed: 20,
    resetsAt: '2026-12-01T00:00:00.000Z',
    estimatedCostThisMonth: 0.12,
    imageGenerator: 'OpenAI',
    videosThisMonth: 1,
    videosAllowed: 5,
    videoGenerator: 'Luma',
    ...overrides,
  };
}

export function usageMock(
  value: AiUsageFieldsFragment = usage(),
  { uses }: { uses?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AiUsageDocument },
    result: { data: { __typename: 'Query', aiUsage: value } },
    maxUsageCount: uses,
  };
}

export function imageGeneration(
  overrides: Partial<AiImageFieldsFragment> & Pick<AiImageFieldsFragment, 'id'>,
): AiImageFieldsFragment {
  return {
    __typename: 'ImageGeneration',
    prompt: 'A sunrise over mountains',
    status: 'completed',
    size: '1024x1024',
    style: 'vivid',
    imageUrl: `/media/u1/${overrides.id}.png`,
    mediaId: `m-${overrides.id}`,
    generator: 'OpenAI',
    estimatedCost: 0.04,
    failureReason: null,
    funnelId: null,
    elementId: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:10.000Z',
    ...overrides,
  };
}

export function generateImageMock(
  input: GenerateImageInput,
  answer: AiImageFieldsFragment | { error: string; code?: string },
): MockLink.MockedResponse {
  return {
    request: { query: GenerateImageDocument, variables: { input } },
    result:
      'error' in answer
        ? { errors: [new GraphQLError(answer.error, { extensions: { code: answer.code ?? 'BAD_REQUEST' } })] }
        : { data: { __typename: 'Mutation', generateImage: answer } },
  };
}

/** One aiImageStatusChanged event, `delay` ms after the subscription starts. */
export function imageChangeEvent(
  id: string,
  generation: AiImageFieldsFragment | null,
  delay = 30,
): MockLink.MockedResponse {
  return {
    request: { query: AiImageStatusChangedDocument },
    result: {
      data: {
        __typename: 'Subscription',
        aiImageStatusChanged: { __typename: 'AiImageChange', id, generation },
      },
    },
    delay,
  };
}

/** The subscription, answering nothing. */
export const quietImageChanges: MockLink.MockedResponse = {
  request: { query: AiImageStatusChangedDocument },
  result: { data: null },
  delay: Infinity,
};

export function imageGenerationsMock(
  items: AiImageFieldsFragment[],
  {
    after,
    hasMore = false,
    endCursor = null,
  }: { after?: string; hasMore?: boolean; endCursor?: string | null } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ImageGenerationsDocument, variables: after ? { after } : {} },
    result: {
      data: {
        __typename: 'Query',
        imageGenerations: {
          __typename: 'ImageGenerationList',
          items,
          total: items.length,
          endCursor,
          hasMore,
        },
      },
    },
  };
}

export function imageGenerationsErrorMock(): MockLink.MockedResponse {
  return { request: { query: ImageGenerationsDocument, variables: {} }, error: new Error('Network error') };
}

export const VOICES: VoicesQuery['voices'] = [
  {
    __typename: 'Voice',
    voiceId: 'rachel',
    name: 'Rachel',
    generator: 'ElevenLabs',
    gender: 'female',
    accent: 'american',
  },
  {
    __typename: 'Voice',
    voiceId: 'adam',
    name: 'Adam',
    generator: 'ElevenLabs',
    gender: 'male',
    accent: 'american',
  },
];

export const OFFLINE_VOICES: VoicesQuery['voices'] = [
  {
    __typename: 'Voice',
    voiceId: 'en-us',
    name: 'English (US)',
    generator: 'Offline generator',
    gender: null,
    accent: 'american',
  },
];

export function voicesMock(voices: VoicesQuery['voices'] = VOICES): MockLink.MockedResponse {
  return { request: { query: VoicesDocument }, result: { data: { __typename: 'Query', voices } } };
}

export function audioCostMock(value = 1.25, { uses }: { uses?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: AudioMonthlyCostDocument },
    result: { data: { __typename: 'Query', audioMonthlyCost: value } },
    maxUsageCount: uses,
  };
}

export function audioGeneration(
  overrides: Partial<AudioFieldsFragment> & Pick<AudioFieldsFragment, 'id'>,
): AudioFieldsFragment {
  return {
    __typename: 'AudioGeneration',
    text: 'Welcome to our spring sale',
    status: 'completed',
    audioUrl: `/media/u1/${overrides.id}.mp3`,
    duration: 2.4,
    characterCount: 26,
    estimatedCost: 0.0052,
    failureReason: null,
    generator: 'ElevenLabs',
    mediaId: `m-${overrides.id}`,
    voiceId: 'rachel',
    voiceName: 'Rachel',
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

export function generateAudioMock(
  input: GenerateAudioInput,
  answer: AudioFieldsFragment | { error: string },
): MockLink.MockedResponse {
  return {
    request: { query: GenerateAudioDocument, variables: { input } },
    result:
      'error' in answer
        ? { errors: [new GraphQLError(answer.error, { extensions: { code: 'BAD_REQUEST' } })] }
        : { data: { __typename: 'Mutation', generateAudio: answer } },
  };
}

/** A generateContent answer: written by OpenAI unless said otherwise. */
export function writing(
  overrides: Partial<GeneratedContentFieldsFragment> = {},
): GeneratedContentFieldsFragment {
  return {
    __typename: 'GeneratedContent',
    content: 'Calm in twenty minutes a day',
    type: 'headline',
    items: null,
    generator: 'OpenAI',
    funnelId: null,
    ...overrides,
  };
}

/** generateContent for `input`: the writing, or the server's refusal; `delay` ms to answer. */
export function generateContentMock(
  input: GenerateContentInput,
  answer: GeneratedContentFieldsFragment | { error: string; code: string },
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: GenerateContentDocument, variables: { input } },
    result:
      'error' in answer
        ? { errors: [new GraphQLError(answer.error, { extensions: { code: answer.code } })] }
        : { data: { __typename: 'Mutation', generateContent: answer } },
    delay,
  };
}

/** Who writes text now (aiTextGenerator). */
export function textGeneratorMock(generator = 'OpenAI'): MockLink.MockedResponse {
  return {
    request: { query: AiTextGeneratorDocument },
    result: { data: { __typename: 'Query', aiTextGenerator: generator } },
  };
}
