import type { MockLink } from '@apollo/client/testing';
import { AiCostRatesDocument, type AiCostRatesQuery } from '../gql/graphql';

type Rates = AiCostRatesQuery['aiCostRates'];

const video = (model: string, resolution: string, duration: string, usd: number) => ({
  __typename: 'VideoCostRate' as const,
  model,
  resolution,
  duration,
  usd,
});

/** Rates as a server with OpenAI, ElevenLabs and Luma configured answers aiCostRates (a few videos). */
export const PROVIDER_RATES: Rates = {
  __typename: 'AiCostRates',
  imageUsd: 0.04,
  voiceEurPerCharacter: 0.0002,
  videos: [
    video('ray-2', '720p', '5s', 0.6),
    video('ray-2', '720p', '9s', 1.08),
    video('ray-2', '1080p', '5s', 1.35),
    video('ray-flash-2', '720p', '5s', 0.2),
  ],
};

/**
 * `aiCostRates` answered every time it is asked. The test MockedProvider adds one with
 * PROVIDER_RATES after a test's own mocks, so a test may answer it differently first.
 */
export function aiCostRatesMock(rates: Rates = PROVIDER_RATES): MockLink.MockedResponse {
  return {
    request: { query: AiCostRatesDocument },
    result: { data: { __typename: 'Query', aiCostRates: rates } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
