import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useLoader } from '../components/Loader/LoaderProvider.js';
import { withoutSearchParam } from './navigation/urls.js';

/** The root route: removes authRedirect from the URL and shows the loading overlay while route loaders run. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { begin, end } = useLoader();

  useEffect(() => {
    const search = withoutSearchParam(location.search, 'authRedirect');
    if (search !== location.search) navigate(`${location.pathname}${search}${location.hash}`, { replace: true });
  }, [location, navigate]);

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    begin();
    return end;
  }, [busy, begin, end]);

  return <Outlet />;
}
