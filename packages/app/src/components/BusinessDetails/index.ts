// A business's details block, manager picker and edits, shared by the business's details page and
// a single-store business's store details page (which shows the business's details as its own).
export { BusinessManagerPicker } from './BusinessManagerPicker';
export type { BusinessManagerPickerProps } from './BusinessManagerPicker';
export { DetailsBlock, maxImageBytes } from './DetailsBlock';
export type { DetailsBlockProps } from './DetailsBlock';
export { throwUnlessDone, useBusinessChange, useBusinessDelete } from './useBusinessMutations';
export type { ChangeMessages, InlineSaved } from './useBusinessMutations';
export {
  businessName,
  cardColumnLimit,
  columnEntries,
  columnSkeletons,
  deleteFailedCloseDelay,
  deleteTexts,
  deletedRedirectSeconds,
  detailsAccess,
  lockTexts,
  staffName,
  validateDescription,
  validateName,
} from './businessDetails';
export { CardThumbnails, MoreEntries, RowSkeletons, StaffDetailsUnavailable } from './columnParts';
export type { CardThumbnailsProps } from './columnParts';
// The details pages' layout: the top row, the columns and their entries.
export {
  Columns,
  DetailsLink,
  DetailsRoot,
  EntryLine,
  EntryLink,
  EntryList,
  EntryName,
  ImageColumn,
  ManagerTitle,
  Muted,
  PersonName,
  SectionTitle,
  Separator,
  TextColumn,
  Top,
} from './BusinessDetails.styles';
