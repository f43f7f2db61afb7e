import { updateUserBody } from "@larkspur/shared/schemas/user";

/** The API's own profile rules (packages/shared), split by the card that edits them. */
export const personalDetailsForm = updateUserBody
  .pick({ firstName: true, middleName: true, lastName: true, occupation: true, address: true })
  .required({ firstName: true, lastName: true });

export const emailForm = updateUserBody.pick({ email: true }).required();

export const phoneForm = updateUserBody.pick({ phone: true }).required();
