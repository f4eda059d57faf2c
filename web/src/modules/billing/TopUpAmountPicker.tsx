import { Button, InputNumber, Radio } from 'antd';
import { useId, useState } from 'react';
import { formatEuroCents, toCents } from './money';
import { MAX_TOP_UP_CENTS, MIN_TOP_UP_CENTS, TOP_UP_PRESETS_CENTS } from './top-up-amounts';

/** How many ForgeCoins to buy: a preset or an amount of one's own (1 FC = 1 EUR). */
export function TopUpAmountPicker({
  initialCents,
  busy,
  onContinue,
}: {
  initialCents: number;
  busy: boolean;
  onContinue: (cents: number) => void;
}) {
  const isPreset = (TOP_UP_PRESETS_CENTS as readonly number[]).includes(initialCents);
  const [choice, setChoice] = useState<number | 'custom'>(isPreset ? initialCents : 'custom');
  const [custom, setCustom] = useState<number | null>(isPreset ? null : initialCents / 100);
  const customId = useId();
  const errorId = useId();
  const cents = choice === 'custom' ? toCents(custom) : choice;
  const valid = cents !== null && cents >= MIN_TOP_UP_CENTS && cents <= MAX_TOP_UP_CENTS;

  return (
    <form
      className="ff-top-up"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onContinue(cents);
      }}
    >
      <fieldset className="ff-top-up__choices">
        <legend>How many ForgeCoins?</legend>
        <Radio.Group
          value={choice}
          onChange={(event) => setChoice(event.target.value as number | 'custom')}
          optionType="button"
          options={[
            ...TOP_UP_PRESETS_CENTS.map((value) => ({
              value,
              label: `${(value / 100).toFixed(2)} FC`,
            })),
            { value: 'custom', label: 'Other amount' },
          ]}
        />
      </fieldset>
      {choice === 'custom' ? (
        <div className="ff-top-up__custom">
          <label htmlFor={customId}>Amount in EUR</label>
          <InputNumber<number>
            id={customId}
            min={MIN_TOP_UP_CENTS / 100}
            max={MAX_TOP_UP_CENTS / 100}
            step={1}
            precision={2}
            prefix="€"
            value={custom}
            onChange={setCustom}
            aria-describedby={errorId}
            status={custom !== null && !valid ? 'error' : undefined}
          />
          <span id={errorId} className="ff-muted">
            From {formatEuroCents(MIN_TOP_UP_CENTS)} to {formatEuroCents(MAX_TOP_UP_CENTS)}.
          </span>
        </div>
      ) : null}
      <p className="ff-top-up__total">
        Total: <strong>{valid ? formatEuroCents(cents) : '—'}</strong>
        {valid ? <span className="ff-muted"> · you receive {(cents / 100).toFixed(2)} FC</span> : null}
      </p>
      <Button type="primary" htmlType="submit" disabled={!valid} loading={busy}>
        Continue to payment
      </Button>
    </form>
  );
}
