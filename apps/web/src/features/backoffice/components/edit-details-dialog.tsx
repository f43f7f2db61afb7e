import {
  type CustomerProfile,
  type EditCustomerBody,
  editCustomerBody,
} from "@larkspur/shared/schemas/admin";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { formResolver } from "../../../lib/form-resolver";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { useEditCustomer } from "../api/edit-customer";
import { ReasonField } from "./reason-field";

interface DetailField {
  name: "firstName" | "middleName" | "lastName" | "phone" | "address";
  label: MessageDescriptor;
  optional?: boolean;
  type?: "tel";
  /** Shown beside the next field on a wide screen instead of across the form. */
  beside?: boolean;
}

/** The details an operator may correct, in the order the form shows them. */
const detailFields: DetailField[] = [
  { name: "firstName", label: msg`First name`, beside: true },
  { name: "middleName", label: msg`Middle name`, optional: true, beside: true },
  { name: "lastName", label: msg`Last name` },
  { name: "phone", label: msg`Phone`, type: "tel" },
  { name: "address", label: msg`Address`, optional: true },
];

/** An operator corrects a customer's name, phone or address, saying why; the e-mail address is the customer's. */
export function EditDetailsDialog({ customer, ...control }: ModalControl & { customer: CustomerProfile }) {
  const { t } = useLingui();
  const { firstName } = customer;
  return (
    <Modal
      {...control}
      title={t`Edit details`}
      description={t`The change and your reason are recorded in the audit log, and ${firstName} is e-mailed which details changed.`}
    >
      <DetailsForm customer={customer} onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

/** Mounted afresh each time the dialog opens, filled with the details as they are now. */
function DetailsForm({ customer, onDone }: { customer: CustomerProfile; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const edit = useEditCustomer(customer.id);
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<EditCustomerBody>({
    resolver: formResolver(editCustomerBody),
    defaultValues: {
      firstName: customer.firstName,
      middleName: customer.middleName,
      lastName: customer.lastName,
      phone: customer.phone,
      address: customer.address,
      reason: "",
    },
  });
  const { email } = customer;
  const changed = detailFields.some(({ name }) => dirtyFields[name]);

  const onValid = (values: EditCustomerBody) => {
    const body: EditCustomerBody = { reason: values.reason };
    for (const { name } of detailFields) if (dirtyFields[name]) body[name] = values[name];
    edit.mutate(body, {
      onSuccess: () => {
        notify.success(text("changesSaved"));
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {detailFields.map(({ name, beside, label, ...field }) => (
          <div key={name} className={beside ? undefined : "sm:col-span-2"}>
            <TextField
              autoComplete="off"
              label={i18n._(label)}
              error={errors[name]?.message}
              {...field}
              {...register(name)}
            />
          </div>
        ))}
      </div>
      <p className="rounded-lg bg-ink-50 px-3 py-2.5 text-sm text-ink-700">
        <Trans>
          Email address: <span className="font-medium break-all text-ink-900">{email}</span>. Only the
          customer can change it, from their profile, confirming it with a code.
        </Trans>
      </p>
      <ReasonField
        label={t`Reason`}
        hint={t`Recorded in the audit log with your name. The customer does not see it.`}
        error={errors.reason?.message}
        {...register("reason")}
      />
      <SaveOrCancel
        changed={changed}
        unchangedNote={<Trans>Change a detail to save.</Trans>}
        busy={edit.isPending}
        busyLabel={t`Saving Changes...`}
        onCancel={onDone}
      >
        <Trans>Save Changes</Trans>
      </SaveOrCancel>
    </form>
  );
}
