import { Button, Checkbox, Divider, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { failureIssuesOf } from '@/src/domain/forms/form-issues';
import { FormErrorAlert } from '@/src/workspace/ui/forms/FormErrorAlert';
import { useTranslation } from 'react-i18next';
import { ApiCallError, newUserBody, type AdminUser, type Role, type Team, type UserAclForm } from '@/src/contract';
import { applyRoleRules, lockedAclOf, parallelLineOptions, USER_ADMIN_MESSAGES } from '@/src/domain/settings/user-admin';
import { useParallelDialerSettingsQuery } from '../../parallel-dialer/hooks/useParallelLaunch';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  userRoleId: number;
  teamId: number | null;
  active: boolean;
  acl: UserAclForm;
}

const REP_ROLE_ID = 3;
const BLANK_ACL: UserAclForm = {
  tagsListsCreate: false,
  tagsListsManage: false,
  canRefreshLists: false,
  canResetLists: false,
  onDemandCallRecording: true,
  callArchive: { access: false, edit: false },
  restrictOwnActivityHistory: false,
  mandatoryCallResult: false,
  enablePstn: false,
  enableSms: true,
  parallelDialer: { enabled: false, lines: 0 },
};

type FlagKey =
  'tagsListsCreate' | 'tagsListsManage' | 'canRefreshLists' | 'canResetLists' | 'onDemandCallRecording' | 'restrictOwnActivityHistory' | 'mandatoryCallResult' | 'enableSms' | 'enablePstn';
const FLAGS: ReadonlyArray<{ key: FlagKey; labelKey: string }> = [
  { key: 'tagsListsCreate', labelKey: 'users.aclTagsListsCreate' },
  { key: 'tagsListsManage', labelKey: 'users.aclTagsListsManage' },
  { key: 'canRefreshLists', labelKey: 'users.aclCanRefreshLists' },
  { key: 'canResetLists', labelKey: 'users.aclCanResetLists' },
  { key: 'onDemandCallRecording', labelKey: 'users.aclOnDemandCallRecording' },
  { key: 'restrictOwnActivityHistory', labelKey: 'users.aclRestrictOwnActivityHistory' },
  { key: 'mandatoryCallResult', labelKey: 'users.aclMandatoryCallResult' },
  { key: 'enableSms', labelKey: 'users.aclEnableSms' },
  { key: 'enablePstn', labelKey: 'users.aclEnablePstn' },
];

/**
 * New user (names, email, access, optional team) or edit (the same plus active and the ACL). The role
 * rules apply as the access changes and the forced controls are disabled (spec 3 section 5); the
 * fields are checked with the server's own rule before sending. A failed save keeps what was typed.
 */
export function UserFormModal(props: { user: AdminUser | null; roles: Role[]; teams: Team[]; saving: boolean; error: unknown; onClose(): void; onSubmit(values: UserFormValues): void }) {
  const { t } = useTranslation();
  const editing = props.user !== null;
  const initialRole = props.user?.userRoleId ?? REP_ROLE_ID;
  const [values, setValues] = useState<UserFormValues>(() => ({
    firstName: props.user?.firstName ?? '',
    lastName: props.user?.lastName ?? '',
    email: props.user?.email ?? '',
    userRoleId: initialRole,
    teamId: props.user?.teamId ?? null,
    active: props.user?.active ?? true,
    acl: applyRoleRules(initialRole, props.user?.acl ?? BLANK_ACL, initialRole),
  }));
  const [touched, setTouched] = useState(false);
  const parallel = useParallelDialerSettingsQuery(editing);
  const lineOptions = parallelLineOptions(parallel.data?.tenant.maximumLines ?? 0);

  const check = newUserBody.safeParse({ firstName: values.firstName, lastName: values.lastName, email: values.email, userRoleId: values.userRoleId, teamId: values.teamId });
  // What the server refused, at its field (its issues' paths are the body's: firstName, email, teamId…).
  const refused = failureIssuesOf(props.error, { hasField: (name) => USER_FORM_FIELDS.includes(name) });
  const fieldError = (field: string) => (touched && !check.success ? (check.error.issues.find((issue) => issue.path[0] === field)?.message ?? null) : null) ?? refused.fields[field] ?? null;
  const serverError = props.error instanceof ApiCallError && props.error.status === 409 ? props.error.message : null;
  const locked = lockedAclOf(values.userRoleId);
  const setAcl = (acl: UserAclForm) => setValues((before) => ({ ...before, acl }));

  const submit = () => {
    setTouched(true);
    if (check.success) props.onSubmit(values);
  };

  return (
    <Modal opened onClose={props.onClose} title={editing ? t('users.editUser') : t('users.newUser')} size="lg" data-testid="user-form">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('users.firstName')}
              value={values.firstName}
              onChange={(e) => setValues({ ...values, firstName: e.currentTarget.value })}
              error={fieldError('firstName')}
              data-testid="user-first-name"
              data-autofocus
            />
            <TextInput
              label={t('users.lastName')}
              value={values.lastName}
              onChange={(e) => setValues({ ...values, lastName: e.currentTarget.value })}
              error={fieldError('lastName')}
              data-testid="user-last-name"
            />
          </SimpleGrid>
          <TextInput
            label={t('users.email')}
            type="email"
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            error={fieldError('email') ?? serverError}
            data-testid="user-email"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('users.access')}
              data={props.roles.map((r) => ({ value: String(r.id), label: r.name }))}
              value={String(values.userRoleId)}
              allowDeselect={false}
              onChange={(v) => {
                if (!v) return;
                const roleId = Number(v);
                setValues((before) => ({ ...before, userRoleId: roleId, acl: applyRoleRules(roleId, before.acl, before.userRoleId) }));
              }}
              data-testid="user-role"
            />
            <Select
              label={t('users.team')}
              placeholder={t('users.noTeam')}
              clearable
              data={props.teams.map((team) => ({ value: String(team.id), label: team.name }))}
              value={values.teamId === null ? null : String(values.teamId)}
              onChange={(v) => setValues({ ...values, teamId: v ? Number(v) : null })}
              data-testid="user-team"
            />
          </SimpleGrid>
          {editing && (
            <>
              <Switch label={t('users.activeSwitch')} checked={values.active} onChange={(e) => setValues({ ...values, active: e.currentTarget.checked })} data-testid="user-active" />
              <Divider label={t('users.acl')} labelPosition="left" />
              {locked.all && (
                <Text size="xs" c="dimmed">
                  {t('users.aclLocked')}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="user-acl">
                {FLAGS.map((flag) => (
                  <Checkbox
                    key={flag.key}
                    label={t(flag.labelKey)}
                    checked={values.acl[flag.key]}
                    disabled={locked.all}
                    onChange={(e) => setAcl({ ...values.acl, [flag.key]: e.currentTarget.checked })}
                    data-testid={`acl-${flag.key}`}
                  />
                ))}
                <Checkbox
                  label={t('users.aclCallArchiveAccess')}
                  checked={values.acl.callArchive.access}
                  disabled={locked.callArchive}
                  onChange={(e) => setAcl({ ...values.acl, callArchive: { access: e.currentTarget.checked, edit: e.currentTarget.checked && values.acl.callArchive.edit } })}
                  data-testid="acl-callArchiveAccess"
                />
                <Checkbox
                  label={t('users.aclCallArchiveEdit')}
                  checked={values.acl.callArchive.edit}
                  // Edit needs access (spec 3 section 5).
                  disabled={locked.callArchive || !values.acl.callArchive.access}
                  onChange={(e) => setAcl({ ...values.acl, callArchive: { ...values.acl.callArchive, edit: e.currentTarget.checked } })}
                  data-testid="acl-callArchiveEdit"
                />
              </SimpleGrid>
              <Group align="flex-end">
                <Checkbox
                  label={t('users.aclParallelDialer')}
                  checked={values.acl.parallelDialer.enabled}
                  disabled={locked.all || lineOptions.length === 0}
                  onChange={(e) =>
                    setAcl({ ...values.acl, parallelDialer: { enabled: e.currentTarget.checked, lines: e.currentTarget.checked ? Math.max(values.acl.parallelDialer.lines, lineOptions[0] ?? 0) : 0 } })
                  }
                  data-testid="acl-parallelDialer"
                />
                <Select
                  label={t('users.aclParallelLines')}
                  w={100}
                  data={lineOptions.map(String)}
                  value={values.acl.parallelDialer.enabled && values.acl.parallelDialer.lines >= 2 ? String(values.acl.parallelDialer.lines) : null}
                  disabled={!values.acl.parallelDialer.enabled}
                  allowDeselect={false}
                  onChange={(v) => v && setAcl({ ...values.acl, parallelDialer: { enabled: true, lines: Number(v) } })}
                  data-testid="acl-parallelLines"
                />
              </Group>
            </>
          )}
          {props.error !== null && props.error !== undefined && !serverError && (
            <FormErrorAlert
              form={{ failed: true, rest: refused.rest.filter((line) => line !== errorText(props.error, editing)), hasFieldErrors: Object.keys(refused.fields).length > 0 }}
              title={errorText(props.error, editing)}
              testId="user-form-error"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('users.cancel')}
            </Button>
            <Button type="submit" loading={props.saving} data-testid="user-form-save">
              {editing ? t('users.save') : t('users.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const USER_FORM_FIELDS = ['firstName', 'lastName', 'email', 'userRoleId', 'teamId'];

/** Spec 3 section 8: the users screen's messages; a 400 shows the rule the server names (its issues are at the fields). */
function errorText(error: unknown, editing: boolean): string {
  if (error instanceof ApiCallError && error.details.code === 'ERROR_MAX_NUMBER_OF_USERS') return USER_ADMIN_MESSAGES.ERROR_MAX_NUMBER_OF_USERS;
  if (error instanceof ApiCallError && error.status === 400 && error.issues.length === 0) return error.message;
  return editing ? USER_ADMIN_MESSAGES.UNABLE_SAVE_USER_INFORMATION : USER_ADMIN_MESSAGES.UNABLE_CREATE_USER;
}
