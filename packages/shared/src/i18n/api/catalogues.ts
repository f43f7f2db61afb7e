import type { Locale } from "../../locales";
import { type ApiCatalogue, enUS } from "./en-US";
import { es } from "./es";
import { ru } from "./ru";
import { zhCN } from "./zh-CN";

export type { ApiCatalogue, ApiMessageId } from "./en-US";

/** The API's texts in every language Larkspur speaks, as ICU messages. */
export const apiCatalogues: Record<Locale, ApiCatalogue> = { "en-US": enUS, es, "zh-CN": zhCN, ru };
