show rome seed 2
