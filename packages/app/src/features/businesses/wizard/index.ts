export { NewBusinessWizard } from './NewBusinessWizard';
export type { NewBusinessWizardProps } from './NewBusinessWizard';
