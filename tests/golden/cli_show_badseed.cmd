show rome seed x
