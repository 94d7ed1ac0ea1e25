import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Label,
  MessageBar,
  MessageBarBody,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { RoleDialog_query$key } from './__generated__/RoleDialog_query.graphql.js';
import { useCreateRoleMutation } from './CreateRoleMutation.js';
import { useUpdateRoleMutation } from './UpdateRoleMutation.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  users: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '200px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
  usersField: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3, padding: tokens.spacingHorizontalS },
});

export type RoleDraft = { id: string; name: string; description: string; userIds: readonly string[] };
type Errors = { form?: string; name?: string; description?: string; userIds?: string };

type Props = { open: boolean; role: RoleDraft | null; query: RoleDialog_query$key; rolesConnectionId: string; onClose: () => void };

/** The role dialog in create mode (role null) or edit mode; Create/Save needs a non-empty name (spec 01 §4, §5). */
export function RoleDialog({ open, role, query, rolesConnectionId, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment RoleDialog_query on Query {
        viewer {
          organization {
            isSingleSignOnEnabled
          }
        }
        users(first: 50) {
          edges {
            node {
              id
              firstName
              lastName
              email
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const [create, isCreating] = useCreateRoleMutation();
  const [update, isUpdating] = useUpdateRoleMutation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const usersLabelId = useId();
  const users = data.users.edges.map((e) => e.node);
  const label = (u: (typeof users)[number]) => `${u.firstName} ${u.lastName}`.trim() || u.email;
  const busy = isCreating || isUpdating;
  // With single sign-on the identity provider's mappings assign the users (spec 01 §4): no picker, users kept.
  const singleSignOn = data.viewer.organization.isSingleSignOnEnabled;

  useEffect(() => {
    if (!open) return;
    setName(role?.name ?? '');
    setDescription(role?.description ?? '');
    setUserIds([...(role?.userIds ?? [])]);
    setErrors({});
  }, [open, role]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    const input = { name: name.trim(), description: description.trim(), ...(singleSignOn ? {} : { userIds }) };
    const failed = t(role ? 'roles.updateFailed' : 'roles.createFailed');
    try {
      const result = role ? await update({ id: role.id, ...input }) : await create(input, [rolesConnectionId]);
      if (result.__typename === 'CreateRoleSuccess' || result.__typename === 'UpdateRoleSuccess') {
        notify.success(t(role ? 'roles.updated' : 'roles.created'));
        onClose();
      } else if (result.__typename === 'ValidationError') {
        const next: Errors = {};
        for (const e of result.fieldErrors) {
          const field = e.path.split('.')[0];
          if (field === 'name' || field === 'description' || field === 'userIds') next[field] = e.message;
          else next.form = e.message;
        }
        if (!next.name && !next.description && !next.userIds && !next.form) next.form = result.message;
        setErrors(next);
      } else notify.error(failed);
    } catch {
      notify.error(failed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(role ? 'roles.editTitle' : 'roles.createTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors.form && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.form}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('roles.column.name')} required validationMessage={errors.name}>
                <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label={t('roles.column.description')} validationMessage={errors.description}>
                <Textarea value={description} maxLength={500} onChange={(_, d) => setDescription(d.value)} />
              </Field>
              {singleSignOn ? (
                <MessageBar intent="info" layout="multiline">
                  <MessageBarBody>{t('roles.singleSignOnNote')}</MessageBarBody>
                </MessageBar>
              ) : (
                /* Not a Field: a Field gives its one control id to every checkbox inside. */
                <div className={styles.usersField}>
                  <Label id={usersLabelId}>{t('roles.column.users')}</Label>
                  <div role="group" aria-labelledby={usersLabelId} className={styles.users}>
                    {users.length === 0 && <span className={styles.muted}>{t('roles.noUsers')}</span>}
                    {users.map((u) => (
                      <Checkbox
                        key={u.id}
                        label={`${label(u)} (${u.email})`}
                        checked={userIds.includes(u.id)}
                        onChange={(_, d) => setUserIds((current) => (d.checked ? [...current, u.id] : current.filter((id) => id !== u.id)))}
                      />
                    ))}
                  </div>
                  {errors.userIds && <Text className={styles.error}>{errors.userIds}</Text>}
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={!name.trim() || busy}>
                {t(role ? 'roles.save' : 'roles.create')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
