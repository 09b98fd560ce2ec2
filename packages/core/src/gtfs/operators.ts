import type { LineId } from "../domain-types";

interface Operator {
  id: string;
  name: string;
  url: string;
}

/**
 * Who runs each line, as the lines' Wikipedia articles name them (infobox "Operator"), with the operators'
 * own web sites: LRT-1 is run by the private concessionaire, LRT-2 by the state authority, MRT-3 by the
 * Department of Transportation.
 */
export const LINE_OPERATORS: Record<LineId, Operator> = {
  lrt1: { id: "lrmc", name: "Light Rail Manila Corporation", url: "https://www.lrmc.ph" },
  mrt3: { id: "dotr-mrt3", name: "Department of Transportation MRT-3", url: "https://dotrmrt3.gov.ph" },
  lrt2: { id: "lrta", name: "Light Rail Transit Authority", url: "https://www.lrta.gov.ph" },
};
