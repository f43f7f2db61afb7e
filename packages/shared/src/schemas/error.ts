import { z } from "zod";
import { errorStatus } from "../errors";

const codes = Object.keys(errorStatus) as [keyof typeof errorStatus, ...(keyof typeof errorStatus)[]];

export const errorResponse = z.object({ message: z.string(), code: z.enum(codes) });
