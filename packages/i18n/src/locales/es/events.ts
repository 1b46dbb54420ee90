// Texts of the events screens; filled by the team that owns them.
export default {};
