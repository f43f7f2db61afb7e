import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CustomerProfile,
  type EditCustomerBody,
  editCustomerBody,
} from "@larkspur/shared/schemas/admin";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../../components/button-styles";
import { TextField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { notify } from "../../../lib/toast";
import { useEditCustomer } from "../api/edit-customer";
import { ReasonField } from "./reason-field";

const detailFields = ["firstName", "middleName", "lastName", "phone", "address"] as const;

/** An operator corrects a customer's name, phone or address, saying why; the e-mail address is the customer's. */
export function EditDetailsDialog({
  open,
  onOpenChange,
  customer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer: CustomerProfile;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit details"
      description={`The change and your reason are recorded in the audit log, and ${customer.firstName} is e-mailed which details changed.`}
    >
      <DetailsForm customer={customer} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

/** Mounted afresh each time the dialog opens, filled with the details as they are now. */
function DetailsForm({ customer, onDone }: { customer: CustomerProfile; onDone: () => void }) {
  const edit = useEditCustomer(customer.id);
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<EditCustomerBody>({
    resolver: zodResolver(editCustomerBody),
    defaultValues: {
      firstName: customer.firstName,
      middleName: customer.middleName,
      lastName: customer.lastName,
      phone: customer.phone,
      address: customer.address,
      reason: "",
    },
  });
  const changed = detailFields.some((field) => dirtyFields[field]);

  const onValid = (values: EditCustomerBody) => {
    const body: EditCustomerBody = { reason: values.reason };
    for (const field of detailFields) if (dirtyFields[field]) body[field] = values[field];
    edit.mutate(body, {
      onSuccess: () => {
        notify.success("Changes saved");
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <TextField
          label="Middle name"
          optional
          autoComplete="off"
          error={errors.middleName?.message}
          {...register("middleName")}
        />
      </div>
      <TextField
        label="Last name"
        autoComplete="off"
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextField
        label="Address"
        optional
        autoComplete="off"
        error={errors.address?.message}
        {...register("address")}
      />
      <p className="rounded-lg bg-ink-50 px-3 py-2.5 text-sm text-ink-700">
        Email address: <span className="font-medium break-all text-ink-900">{customer.email}</span>. Only the
        customer can change it, from their profile, confirming it with a code.
      </p>
      <ReasonField
        label="Reason"
        hint="Recorded in the audit log with your name. The customer does not see it."
        error={errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex flex-wrap items-center justify-end gap-3 pt-2">
        {!changed && <p className="mr-auto text-sm text-ink-600">Change a detail to save.</p>}
        <button type="button" onClick={onDone} className={buttonClass("outline")}>
          Cancel
        </button>
        <SubmitButton
          busy={edit.isPending}
          busyLabel="Saving Changes..."
          disabled={!changed}
          size="md"
          className=""
        >
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}
