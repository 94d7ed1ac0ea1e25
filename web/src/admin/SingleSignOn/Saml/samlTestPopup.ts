// The test popup (spec 01 §4, §9): 500×300, opened within the click so that browsers allow it, then pointed at
// the test URL; the result page posts { type: 'meridian:saml-test-result', testId } to this window.
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 300;
export const TEST_MESSAGE_TYPE = 'meridian:saml-test-result';

/** Opens an empty, centred 500×300 popup; null when the browser blocked it. */
export function openTestPopup(): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return window.open('about:blank', 'meridian-saml-test', `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
}

/**
 * Resolves 'message' when the popup reports this test (from Meridian's own origin only), 'closed' when the popup
 * was closed first (the result, if any, is then read from the server), 'aborted' when the signal fires.
 */
export function waitForTestResult(popup: Window, testId: string, signal: AbortSignal): Promise<'message' | 'closed' | 'aborted'> {
  return new Promise((resolve) => {
    const finish = (outcome: 'message' | 'closed' | 'aborted') => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; testId?: unknown } | null;
      if (data?.type === TEST_MESSAGE_TYPE && data.testId === testId) finish('message');
    };
    const onAbort = () => finish('aborted');
    const timer = setInterval(() => popup.closed && finish('closed'), 500);
    window.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
  });
}
