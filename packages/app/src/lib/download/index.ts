export { downloadFile, fileNameOf } from './downloadFile';
