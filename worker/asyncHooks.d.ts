// The part of `node:async_hooks` the worker uses (workerd provides it under `nodejs_compat`;
// the worker's program has no Node types, the tests' has them and does not read this file).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
