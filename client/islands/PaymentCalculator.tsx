import type { Hydration, IslandRuntime } from '../../shared/boot';
import { startPaymentCalculator, type PaymentCalculatorProps } from '../ui/paymentCalculator';

/** Starts once the page is idle (a choice made before is drawn then). */
export const hydration: Hydration = 'idle';
/**
 * Plain DOM, no React (../ui/paymentCalculator.ts): a tap on a room no longer waits for React
 * to load and hydrate (issue 33 item 4: it did, 150–290 ms at 4× CPU on a phone).
 */
export const runtime: IslandRuntime = 'dom';

export interface PaymentCalculatorIslandProps extends PaymentCalculatorProps {
  /** The id of the calculator the page rendered (worker/render/ui/PaymentCalculatorView.tsx). */
  box: string;
}

/** The payment calculator's plan follows its controls. */
export function start(_el: Element, props: PaymentCalculatorIslandProps): () => void {
  return startPaymentCalculator(document.getElementById(props.box), props);
}

/** On the server: nothing to render (the calculator is the page's own, PaymentCalculatorView). */
export default function PaymentCalculator(_props: PaymentCalculatorIslandProps): null {
  return null;
}
