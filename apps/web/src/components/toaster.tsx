import { timings } from "@larkspur/shared/limits";
import { ToastContainer } from "react-toastify";

/** Coloured toasts that close after 4 s. */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={timings.toastMs} theme="colored" newestOnTop />;
}
