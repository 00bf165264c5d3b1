import type { Permission } from '../seed';
import type { StoreState } from './state';

/** A user's permission as GET /userpermissions answers it. */
export interface UserPermissionNode {
  id: number;
  name: string;
  enabled: boolean;
  def: boolean;
  children: UserPermissionNode[];
}

function byId<T extends { id: number }>(a: T, b: T): number {
  return a.id - b.id;
}

/** The permissions catalogue and each user's settings of it. */
export class UserPermissions {
  constructor(private readonly state: StoreState) {}

  catalogue(): Permission[] {
    return [...this.state.permissions].sort(byId);
  }

  get(permissionId: number): Permission | undefined {
    return this.state.permissions.find((permission) => permission.id === permissionId);
  }

  /** Every permission of the catalogue as the user has it, arranged under their parents. */
  treeFor(userId: number): UserPermissionNode[] {
    const settings = this.state.userPermissions.get(userId);
    const catalogue = this.catalogue();
    const known = new Set(catalogue.map((permission) => permission.id));
    const nodeOf = (permission: Permission): UserPermissionNode => ({
      id: permission.id,
      name: permission.name,
      enabled: settings?.get(permission.id) ?? permission.def,
      def: permission.def,
      children: catalogue.filter((child) => child.parentId === permission.id).map(nodeOf),
    });
    // A permission whose parent is not in the catalogue stands at the top rather than vanishing.
    return catalogue.filter((permission) => permission.parentId === null || !known.has(permission.parentId)).map(nodeOf);
  }

  /** Whether the user has the permission: their own setting, else its default. */
  isEnabled(userId: number, permission: Permission): boolean {
    return this.state.userPermissions.get(userId)?.get(permission.id) ?? permission.def;
  }

  /** Sets the user's permission; a setting equal to the default is kept as no setting. */
  set(userId: number, permission: Permission, enabled: boolean): void {
    const settings = this.state.userPermissions.get(userId) ?? new Map<number, boolean>();
    if (enabled === permission.def) settings.delete(permission.id);
    else settings.set(permission.id, enabled);
    if (settings.size > 0) this.state.userPermissions.set(userId, settings);
    else this.state.userPermissions.delete(userId);
  }

  forget(userId: number): void {
    this.state.userPermissions.delete(userId);
  }
}
