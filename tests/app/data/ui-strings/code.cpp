// Code for the check's own test: one id of the table, one that is not in it.
const char* a = ui_text(Ui::kUsedEverywhere);
const char* b = ui_text(Ui::kMissingCpp);
