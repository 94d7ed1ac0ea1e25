import { Suspense, type ReactElement } from 'react';
import { NavDrawer, NavDrawerBody, NavItem, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular, PlugConnectedRegular } from '@fluentui/react-icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../app/i18n/useT.js';
import { RouterButton } from '../../components/RouterButton/RouterButton.js';
import type { MessageId } from '../../app/i18n/catalogues/en-US.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  nav: { minHeight: '100%' },
  content: { flexGrow: 1, minWidth: 0, padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}` },
});

/** Admin pages that exist; the menu lists nothing else (spec 01 §2.2 lists the full menu). */
const MENU: readonly { path: string; label: MessageId; icon: ReactElement }[] = [
  { path: '/admin/integrations', label: 'admin.menu.integrations', icon: <PlugConnectedRegular /> },
];

/** The admin area frame: header with Open Studio and the side menu. */
export function AdminShell() {
  const t = useT();
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Title3 as="h1" className={styles.heading}>{t('admin.title')}</Title3>
        <RouterButton to="/studio" appearance="primary" icon={<OpenRegular />}>
          {t('admin.openStudio')}
        </RouterButton>
      </div>
      <div className={styles.body}>
        <NavDrawer open type="inline" selectedValue={location.pathname} className={styles.nav} aria-label={t('admin.menu.label')}>
          <NavDrawerBody>
            {MENU.map((item) => (
              <NavItem
                key={item.path}
                value={item.path}
                href={item.path}
                icon={item.icon}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(item.path);
                }}
              >
                {t(item.label)}
              </NavItem>
            ))}
          </NavDrawerBody>
        </NavDrawer>
        <div className={styles.content}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
