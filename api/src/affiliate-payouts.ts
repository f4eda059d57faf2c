import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { runOperatorCommand } from './operator-command';

const USAGE = `Affiliate bank-transfer payouts (for operators).

  npm run affiliates:payouts -- list
      The payouts waiting for a bank transfer: id, amount, account, holder, IBAN and BIC.
  npm run affiliates:payouts -- paid --payout <payout id> --reference <transfer reference>
      Records that the transfer was made: the payout and its commissions become paid.

ForgeCoin and Stripe payouts need nothing here: they are paid the moment the affiliate asks.`;

/** `npm run affiliates:payouts`: lists pending bank transfers, or records one as made. */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { payout: { type: 'string' }, reference: { type: 'string' }, help: { type: 'boolean' } },
});
const command = positionals[0];
if (values.help || (command !== 'list' && command !== 'paid') || (command === 'paid' && !values.payout)) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

runOperatorCommand(async (services) => {
  if (command === 'paid') {
    const payout = await services.payouts.markPaid({ payoutId: values.payout, reference: values.reference });
    console.log(`Payout ${payout.id} (${payout.amount}) is paid, reference ${payout.transactionId}.`);
    return;
  }
  const pending = await services.payouts.pending();
  if (pending.length === 0) console.log('No bank transfers are waiting.');
  for (const payout of pending) {
    const details = payout.details ?? {};
    const email = payout.affiliate.getEntity().user.getEntity().email;
    const field = (name: string) => (typeof details[name] === 'string' ? details[name] : '');
    console.log(
      [payout.id, payout.amount, email, field('accountHolder'), field('iban'), field('bic')].join('\t'),
    );
  }
});
