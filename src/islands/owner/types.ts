/** The billing answer as the island reads it (GET /api/owner/billing; the server's OwnerBilling). */
export interface OwnerBillingView {
  plans: Array<{ businessId: number; businessName: string; planName: string; priceMonthly: number; status: string; nextRenewal: string | null }>;
  invoices: Array<{ id: string; created: string; amount: number; currency: string; status: string | null; url: string | null }>;
  paymentsConfigured: boolean;
}
