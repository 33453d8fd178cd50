export {
  backOfficeRoles,
  can,
  classifyUser,
  features,
  getPermissions,
  hasBackOfficeRole,
  isBackOfficeRole,
  permissionTable,
} from './permissions';
export type {
  BackOfficeRole,
  Feature,
  PermissionAction,
  PermissionFlags,
  Role,
  UserClassification,
} from './permissions';
export {
  canAccessRoute,
  decideRouteAccess,
  homeRouteId,
  requiresAuthentication,
  routeAccess,
  routeIds,
} from './routeAccess';
export type { RouteAccessDecision, RouteGroup, RouteId, RouteRequirement, RouteUser } from './routeAccess';
