// Texts of the reports screens; filled by the team that owns them.
export default {};
