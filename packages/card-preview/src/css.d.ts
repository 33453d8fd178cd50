// Stylesheets imported for their side effects (bundlers load them).
declare module '*.css';
