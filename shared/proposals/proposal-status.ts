/** `withdrawn`: staff took a sent proposal back; its link opens nothing. */
export const proposalStatuses = ['draft', 'sent', 'accepted', 'declined', 'cancelled', 'withdrawn'] as const;
