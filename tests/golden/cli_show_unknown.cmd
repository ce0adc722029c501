show nosuch
