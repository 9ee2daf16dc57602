/**
 * User Administration: server-side search by name or e-mail (Search and Refresh), the user table, a
 * role picker (default moderator) with Add, remove per held role with confirmation, the Status toggle
 * (deactivating asks first, naming the person) and the reset-password e-mail. Each failure shows the shop's title and the server's message.
 */
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  DEFAULT_GRANT_ROLE,
  canChangeStatusOf,
  rolesGrantableBy,
  type AdminUserRow,
  type GrantableRole,
} from '@core/admin/users';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { adminMessages, adminStrings } from '../admin-strings';
import {
  addUserRole,
  adminUserListsKey,
  removeUserRole,
  sendPasswordReset,
  setUserStatus,
  useAdminUsers,
} from '../api/admin-users';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/form-field';
import { Badge, AdminConfirmDialog, DataTable, formatDate, Pager, SearchBox, tdClass } from './admin-ui';

export function UserAdministration({
  currentUserId,
  callerGroups,
}: {
  currentUserId: string | undefined;
  /** The signed-in staff member's groups: only a super_admin is offered the admin roles. */
  callerGroups: readonly string[];
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [removing, setRemoving] = useState<{ user: AdminUserRow; role: string } | undefined>();
  const [deactivating, setDeactivating] = useState<AdminUserRow | undefined>();
  const users = useAdminUsers(search, offset);
  const { users: t } = adminStrings;
  const grantable = rolesGrantableBy(callerGroups);

  useEffect(() => {
    if (users.isError) showFailure(adminMessages.loadUsersFailed, users.error);
  }, [users.isError, users.error]);

  const reload = () => queryClient.invalidateQueries({ queryKey: adminUserListsKey });

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      showToast({ title: adminStrings.success, description: success });
    } catch (error) {
      showFailure(failure, error);
    } finally {
      await reload();
    }
  };

  const changeStatus = (user: AdminUserRow, active: boolean) =>
    run(() => setUserStatus(user.id, active), t.statusUpdated(active), adminMessages.updateStatusFailed);

  const page = users.data;
  return (
    <section aria-label={adminStrings.tabs.users}>
      <form
        className="mb-3 flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft);
          setOffset(0);
        }}
      >
        <SearchBox label={t.search} value={draft} onChange={setDraft} />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t.searchButton}
        </Button>
        <Button onClick={() => void reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t.refresh}
        </Button>
        {page ? <span className="ml-auto text-sm text-slate-600">{t.total(page.total)}</span> : null}
      </form>
      <DataTable
        columns={t.columns}
        className="min-w-[960px]"
        empty={
          <>
            {page && page.users.length === 0 ? (
              <p className="p-6 text-center text-slate-600">{t.empty}</p>
            ) : null}
          </>
        }
      >
        {page?.users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === currentUserId}
            grantable={grantable}
            canChangeStatus={canChangeStatusOf(callerGroups, user.roles)}
            onAddRole={(role) =>
              void run(() => addUserRole(user.id, role), t.roleAdded(role), adminMessages.addRoleFailed)
            }
            onRemoveRole={(role) => setRemoving({ user, role })}
            onToggleStatus={() => {
              // Deactivating signs the person out and locks them out: it asks first, naming them.
              if (user.is_active) setDeactivating(user);
              else void changeStatus(user, true);
            }}
            onResetPassword={() =>
              void run(
                () => sendPasswordReset(user.id),
                adminMessages.resetEmailSent,
                adminMessages.sendResetFailed,
              )
            }
          />
        ))}
      </DataTable>
      <Pager page={page} onChange={setOffset} />
      <AdminConfirmDialog
        open={deactivating !== undefined}
        title={deactivating ? t.deactivateTitle(toDisplayName(deactivating), deactivating.email) : ''}
        description={t.deactivateConfirm}
        confirmLabel={t.deactivate}
        onOpenChange={(open) => {
          if (!open) setDeactivating(undefined);
        }}
        onConfirm={() => {
          if (deactivating) void changeStatus(deactivating, false);
        }}
      />
      <AdminConfirmDialog
        open={removing !== undefined}
        description={removing ? adminMessages.removeRoleConfirm(removing.role, removing.user.email) : ''}
        confirmLabel={adminStrings.confirm.remove}
        onOpenChange={(open) => {
          if (!open) setRemoving(undefined);
        }}
        onConfirm={() => {
          if (!removing) return;
          const { user, role } = removing;
          void run(() => removeUserRole(user.id, role), t.roleRemoved(role), adminMessages.removeRoleFailed);
        }}
      />
    </section>
  );
}

interface UserRowProps {
  user: AdminUserRow;
  isSelf: boolean;
  grantable: readonly GrantableRole[];
  /** False for an admin's or super_admin's account unless the caller is a super_admin. */
  canChangeStatus: boolean;
  onAddRole: (role: GrantableRole) => void;
  onRemoveRole: (role: string) => void;
  onToggleStatus: () => void;
  onResetPassword: () => void;
}

function UserRow({
  user,
  isSelf,
  grantable,
  canChangeStatus,
  onAddRole,
  onRemoveRole,
  onToggleStatus,
  onResetPassword,
}: UserRowProps) {
  const [role, setRole] = useState<GrantableRole>(DEFAULT_GRANT_ROLE);
  const { users: t } = adminStrings;
  const name = `${user.first_name} ${user.last_name}`.trim() || '-';
  return (
    <tr data-testid={`user-row-${user.email}`}>
      <td className={tdClass}>{name}</td>
      <td className={tdClass}>{user.email}</td>
      <td className={tdClass}>
        <ul className="flex flex-wrap gap-1">
          {user.roles.map((held) => (
            <li
              key={held}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold"
            >
              {held}
              {(grantable as readonly string[]).includes(held) && !(isSelf && held === 'admin') ? (
                <button
                  type="button"
                  aria-label={t.removeRole(held, user.email)}
                  onClick={() => onRemoveRole(held)}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </td>
      <td className={tdClass}>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            role="switch"
            aria-label={t.status(user.email)}
            checked={user.is_active}
            disabled={isSelf || !canChangeStatus}
            onChange={onToggleStatus}
          />
          <Badge tone={user.is_active ? 'green' : 'slate'}>{user.is_active ? t.active : t.inactive}</Badge>
        </label>
      </td>
      <td className={tdClass}>{formatDate(user.created_at)}</td>
      <td className={tdClass}>{formatDate(user.last_sign_in_at, t.never)}</td>
      <td className={tdClass}>
        <div className="flex flex-wrap items-center gap-1">
          <select
            aria-label={t.rolePicker(user.email)}
            value={role}
            onChange={(event) => setRole(event.target.value as GrantableRole)}
            className={`${inputClass} w-32`}
          >
            {grantable.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <Button onClick={() => onAddRole(role)}>{t.addRole}</Button>
          <Button onClick={onResetPassword}>{t.resetPassword}</Button>
        </div>
      </td>
    </tr>
  );
}

/** "Marcia Reid", or the e-mail when the profile has no name. */
function toDisplayName(user: AdminUserRow): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
