import { AppError } from '../../shared/errors/app-error';
import { fromCents } from '../../shared/money';

export const COIN_MESSAGES = {
  /** 002 §5 and §8: the toast's title; insufficient() is its text. */
  insufficientTitle: 'Insufficient Forgecoins',
  insufficient: (neededCents: number, haveCents: number) =>
    `You need ${fromCents(neededCents)} FC but only have ${fromCents(haveCents)} FC. Please top up your Forgecoin balance.`,
  keyReused:
    'This idempotency key was already used for a different ForgeCoin operation; use a new key for a new operation',
  recipientMissing: 'No FunnelForge account has this email address',
  toYourself: 'You cannot send ForgeCoins to yourself',
} as const;

export const insufficientCoins = (neededCents: number, haveCents: number) =>
  new AppError('BAD_USER_INPUT', COIN_MESSAGES.insufficient(neededCents, haveCents));
