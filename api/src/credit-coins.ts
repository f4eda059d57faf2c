import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { toCents } from './shared/money';
import { runOperatorCommand } from './operator-command';

const USAGE = `Credits ForgeCoins to an account (for operators of self-hosted installs).

  npm run coins:credit -- --email <account email> --amount <FC, e.g. 100 or 12.50> --key <unique key> [--note <text>]

--key makes the credit happen once: running the command again with the same key moves nothing.
The account sees the coins at once when the app runs with REDIS_URL; otherwise on its next read.`;

/** `npm run coins:credit`: one grant movement into a wallet, then exits. */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    amount: { type: 'string' },
    key: { type: 'string' },
    note: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const cents = values.amount === undefined ? null : toCents(values.amount);
if (values.help || !values.email || !values.key || cents === null || cents <= 0) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}
const { email, key, note, amount } = values;

runOperatorCommand(async (services) => {
  const result = await services.coins.grant({ email, cents, idempotencyKey: key, note });
  const balance = result.balances[result.userId];
  console.log(
    result.replayed
      ? `Nothing moved: key ${key} was already used for this credit. Balance: ${balance} FC.`
      : `Credited ${amount} FC to ${email}. Balance: ${balance} FC.`,
  );
});
