/**
 * Calls `run` at most once per `wait` ms: at once on the first call, then once more at the end
 * of the wait with the latest arguments if calls came meanwhile. `cancel` drops a pending call.
 */
export function throttle<Args extends unknown[]>(
  run: (...args: Args) => void,
  wait: number,
): ((...args: Args) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const release = () => {
    if (pending) {
      const args = pending;
      pending = undefined;
      run(...args);
      timer = setTimeout(release, wait);
    } else {
      timer = undefined;
    }
  };
  const throttled = (...args: Args) => {
    if (timer === undefined) {
      run(...args);
      timer = setTimeout(release, wait);
    } else {
      pending = args;
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
