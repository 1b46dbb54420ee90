// Texts of the dashboard screens; filled by the team that owns them.
export default {};
