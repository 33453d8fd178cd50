export { CardBuilderPage } from './CardBuilderPage';
