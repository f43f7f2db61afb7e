export { mailTemplates } from "./mail.templates";
