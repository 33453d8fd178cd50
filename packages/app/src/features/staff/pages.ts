/**
 * The staff feature's pages, each loaded on its own: a staff member's details, a business's staff
 * and staff member, and a store's staff. The route table imports this module.
 */
export const staffPages = {
  StaffDetailsPage: async () => (await import('./StaffDetailsPage')).StaffDetailsPage,
  BusinessStaffPage: async () => (await import('./BusinessStaffPage')).BusinessStaffPage,
  BusinessStaffMemberPage: async () => (await import('./BusinessStaffMemberPage')).BusinessStaffMemberPage,
  StoreStaffPage: async () => (await import('./StoreStaffPage')).StoreStaffPage,
};
