// Texts of the assignments screens; filled by the team that owns them.
export default {};
