/** What an admin write answers on success, the same for every record the panel edits. */
export const resourceMessages = {
  created: 'Data has been added successfully',
  updated: 'Data has been updated successfully',
  deleted: 'Data has been deleted successfully',
} as const;
