import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';

/** Runs a useMutation commit and resolves with the response (rejects on network or GraphQL errors). */
export function commitAsPromise<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response, errors) => {
        if (errors?.length && !response) reject(new Error(errors.map((e) => e.message).join('\n')));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
