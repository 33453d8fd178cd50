export { CardBuilderPage } from './CardBuilderPage';
export { SelectedCard } from './SelectedCard';
