import { Suspense, useEffect, useState, type ReactElement } from 'react';
import {
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  Spinner,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSwapRegular,
  CodeRegular,
  OpenRegular,
  PaymentRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PlugConnectedRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
} from '@fluentui/react-icons';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../app/i18n/useT.js';
import { RouterButton } from '../../components/RouterButton/RouterButton.js';
import type { AdminShellData } from './adminShellLoader.js';
import { adminMenu, openParents } from './adminMenu.js';

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

const ICONS: Record<string, ReactElement> = {
  '/admin/settings': <SettingsRegular />,
  '/admin/users': <PeopleRegular />,
  '/admin/board-transfer': <ArrowSwapRegular />,
  '/admin/roles': <PeopleTeamRegular />,
  '/admin/billing': <PaymentRegular />,
  '/admin/integrations': <PlugConnectedRegular />,
  '/admin/sso': <ShieldKeyholeRegular />,
  '/admin/embedded': <CodeRegular />,
};

/** The admin area frame: header with Open Studio and the side menu. */
export function AdminShell() {
  const t = useT();
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const { isAdmin, usesTenants, embeddingAvailable } = useLoaderData() as AdminShellData;
  const menu = adminMenu({ isAdmin, usesTenants, embeddingAvailable });
  const [open, setOpen] = useState<string[]>(() => openParents(menu, location.pathname));
  const parents = openParents(menu, location.pathname).join();
  // Parents expand along the current path (spec 01 §2.2); the user may still collapse them.
  useEffect(() => {
    if (parents) setOpen((current) => [...new Set([...current, ...parents.split(',')])]);
  }, [parents]);
  const go = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void navigate(path);
  };
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Title3 as="h1" className={styles.heading}>{t('admin.title')}</Title3>
        <RouterButton to="/studio" appearance="primary" icon={<OpenRegular />}>
          {t('admin.openStudio')}
        </RouterButton>
      </div>
      <div className={styles.body}>
        <NavDrawer
          open
          type="inline"
          selectedValue={location.pathname}
          openCategories={open}
          onNavCategoryItemToggle={(_, data) =>
            setOpen((current) => (current.includes(String(data.value)) ? current.filter((v) => v !== data.value) : [...current, String(data.value)]))
          }
          className={styles.nav}
          aria-label={t('admin.menu.label')}
        >
          <NavDrawerBody>
            {menu.map((item) =>
              item.children ? (
                <NavCategory key={item.path} value={item.path}>
                  <NavCategoryItem icon={ICONS[item.path]} onClick={() => void navigate(item.path)}>
                    {t(item.label)}
                  </NavCategoryItem>
                  <NavSubItemGroup>
                    {item.children.map((child) => (
                      <NavSubItem key={child.path} value={child.path} href={child.path} onClick={go(child.path)}>
                        {t(child.label)}
                      </NavSubItem>
                    ))}
                  </NavSubItemGroup>
                </NavCategory>
              ) : (
                <NavItem key={item.path} value={item.path} href={item.path} icon={ICONS[item.path]} onClick={go(item.path)}>
                  {t(item.label)}
                </NavItem>
              ),
            )}
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
