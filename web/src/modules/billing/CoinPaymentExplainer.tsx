import { BILLING_TEXT } from './billing-messages';

/** 002 §2: how paying with Forgecoins works, and what the prices carry. */
export function CoinPaymentExplainer() {
  return (
    <section className="ff-coin-explainer" aria-labelledby="coin-explainer-heading">
      <h2 id="coin-explainer-heading">Paying with Forgecoins</h2>
      <ul>
        <li>ForgeCoin (FC) is FunnelForge&apos;s digital currency: 1 FC is worth 1 EUR.</li>
        <li>The plan&apos;s price is taken from your balance at once and the plan starts right away.</li>
        <li>
          While auto-renewal is on, each period renews from your balance; if it falls short, the plan ends at
          the period end.
        </li>
        <li>Top up by card, or receive ForgeCoins from another account or as affiliate rewards.</li>
      </ul>
      <p className="ff-coin-explainer__note">{BILLING_TEXT.pricingNote}</p>
    </section>
  );
}
