import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoader } from '../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import { useT } from '../i18n/useT.js';
import { LOGIN_PATH } from '../navigation/urls.js';
import { scheduleEnvironmentReset } from '../relay/environment.js';
import { useSignOutMutation } from './SignOutMutation.js';

/** Signs out on the server, goes to the login page and drops the signed-out store. */
export function useSignOut(): () => void {
  const [signOut] = useSignOutMutation();
  const navigate = useNavigate();
  const loader = useLoader();
  const notify = useNotify();
  const t = useT();
  return useCallback(() => {
    loader
      .track(signOut())
      .then(() => {
        scheduleEnvironmentReset();
        return navigate(LOGIN_PATH, { replace: true });
      })
      .catch(() => notify.error(t('topBar.signOutFailed')));
  }, [signOut, navigate, loader, notify, t]);
}
