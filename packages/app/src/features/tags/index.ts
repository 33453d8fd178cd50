export { NfcTagsPage } from './NfcTagsPage';
