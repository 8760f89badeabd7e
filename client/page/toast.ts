/** SPEC §8: handled errors show a toast for 3 seconds at the bottom of the page. */
export const toastDurationMs = 3000;
export const maxVisibleToasts = 3;

export type ToastKind = 'error' | 'info' | 'success';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * Which toasts are visible; each leaves after 3 s, the oldest first when too many. The same
 * message twice (two chunks failing at once) is one toast, shown 3 s from the last time.
 */
export class ToastQueue {
  private toasts: Toast[] = [];
  private timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  constructor(
    private readonly render: (toasts: readonly Toast[]) => void,
    private readonly clock: Timers = globalThis,
  ) {}

  get visible(): readonly Toast[] {
    return this.toasts;
  }

  show(message: string, kind: ToastKind = 'error'): number {
    const same = this.toasts.find((shown) => shown.message === message && shown.kind === kind);
    if (same) {
      this.clock.clearTimeout(this.timers.get(same.id));
      this.timers.set(same.id, this.clock.setTimeout(() => this.dismiss(same.id), toastDurationMs));
      return same.id;
    }
    const toast: Toast = { id: this.nextId++, message, kind };
    this.toasts = [...this.toasts, toast];
    while (this.toasts.length > maxVisibleToasts) this.dismiss(this.toasts[0]!.id, false);
    this.timers.set(toast.id, this.clock.setTimeout(() => this.dismiss(toast.id), toastDurationMs));
    this.render(this.toasts);
    return toast.id;
  }

  dismiss(id: number, rerender = true): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.timers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    if (rerender) this.render(this.toasts);
  }
}

const colors: Record<ToastKind, string> = { error: '#b42318', info: '#14213d', success: '#0f766e' };

/** A polite live region at the bottom centre of the page, rendering the queue. */
export function mountToaster(doc: Document = document): ToastQueue {
  const region = doc.createElement('div');
  region.className = 'toasts';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  Object.assign(region.style, {
    position: 'fixed', left: '50%', bottom: '16px', transform: 'translateX(-50%)', zIndex: '1000',
    display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'center', pointerEvents: 'none',
    width: 'max-content', maxWidth: 'calc(100% - 32px)',
  });
  doc.body.appendChild(region);
  return new ToastQueue((toasts) => {
    region.replaceChildren(
      ...toasts.map((toast) => {
        const el = doc.createElement('div');
        el.className = `toast toast--${toast.kind}`;
        el.dataset.toastId = String(toast.id);
        el.textContent = toast.message;
        Object.assign(el.style, {
          background: colors[toast.kind], color: '#fff', padding: '10px 16px', borderRadius: '10px',
          boxShadow: '0 8px 30px rgb(20 33 61 / .18)', font: '500 15px/1.4 system-ui, sans-serif',
        });
        return el;
      }),
    );
  });
}

let toaster: ToastQueue | null = null;
let genericMessage = 'Something went wrong! Please try again later!';

/** Installs the page's toaster (client/ui/init.ts); `fallback` is the generic error text. */
export function setToaster(queue: ToastQueue, fallback: string): void {
  toaster = queue;
  genericMessage = fallback;
}

/** Shows a toast: the error's message or the generic text (SPEC §8). */
export function toast(message?: string | null, kind: ToastKind = 'error'): void {
  toaster?.show(message?.trim() || genericMessage, kind);
}
