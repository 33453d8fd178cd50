export { badgeLabels, placeholders } from './placeholders';
