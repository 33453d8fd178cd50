export { BusinessStaffMemberPage } from './BusinessStaffMemberPage';
export { BusinessStaffPage } from './BusinessStaffPage';
export { StaffDetailsPage } from './StaffDetailsPage';
export { StoreStaffPage } from './StoreStaffPage';
